import type { MapsDictionary } from './uz.ts';

export const mapsRu: MapsDictionary = {
  map: 'Карта',
  openInMap: 'Открыть на карте',
  points: 'Точки на карте',
  kind: {
    branch: 'Филиал',
    address: 'Адрес доставки',
    courier: 'Курьер',
  },
  order: {
    title: 'Заказ №{{number}} на карте',
    toOrder: 'Вернуться к заказу',
    courierWaiting: 'Курьер ещё не выехал: когда он выедет, он будет двигаться здесь.',
    courierOnWay: 'Курьер в пути',
    courierArrived: 'Заказ доставлен',
    pickUp: 'Заказ на самовывоз: курьера нет.',
    dineIn: 'Заказ в зале: курьера нет.',
  },
  delivery: {
    title: 'Выберите адрес доставки',
    hint: 'Двигайте карту или нажмите на нужное место: метка стоит в центре.',
    point: 'Выбранная точка: {{point}}',
    check: 'Проверить адрес',
    checking: 'Проверяем…',
    inZone: 'Доставляем по этому адресу',
    price: 'Стоимость доставки: {{price}}',
    continue: 'Продолжить',
    withoutMap: 'Ввести адрес без карты',
    noBranch: 'Нет филиала, который доставляет',
  },
  pickup: {
    title: 'Выберите филиал для самовывоза',
    choose: 'Выбрать',
    chosen: 'Выбран',
    empty: 'Нет филиалов с самовывозом',
    listFirst: 'Список',
    showMap: 'Показать на карте',
    hideMap: 'Скрыть карту',
  },
  branches: {
    title: 'Филиалы на карте',
    toList: 'Список филиалов',
  },
};
