import type { MapsDictionary } from './uz.ts';

export const mapsEng: MapsDictionary = {
  map: 'Map',
  openInMap: 'Open in a map',
  points: 'Points on the map',
  kind: {
    branch: 'Branch',
    address: 'Delivery address',
    courier: 'Courier',
  },
  order: {
    title: 'Order №{{number}} on the map',
    toOrder: 'Back to the order',
    courierWaiting: 'The courier has not left yet: once on the way, they move here.',
    courierOnWay: 'The courier is on the way',
    courierArrived: 'The order was delivered',
    pickUp: 'A pick-up order: there is no courier.',
    dineIn: 'A dine-in order: there is no courier.',
  },
  delivery: {
    title: 'Choose the delivery address',
    hint: 'Drag the map or tap a place: the pin stays in the centre.',
    point: 'Chosen point: {{point}}',
    check: 'Check this point',
    checking: 'Checking…',
    inZone: 'We deliver here',
    price: 'Delivery price: {{price}}',
    continue: 'Continue',
    withoutMap: 'Enter the address without the map',
    noBranch: 'No branch delivers',
  },
  pickup: {
    title: 'Choose a pick-up branch',
    choose: 'Choose',
    chosen: 'Chosen',
    empty: 'No branch offers pick-up',
    listFirst: 'List',
    showMap: 'Show on the map',
    hideMap: 'Hide the map',
  },
  branches: {
    title: 'Branches on the map',
    toList: 'List of branches',
  },
};
