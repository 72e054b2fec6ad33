/**
 * A saved address taken into the order request (the checkout's list of saved addresses,
 * /choose-address, a new address made from the checkout). Apart from order-request.ts, whose
 * sending rules the address screens never need.
 */
import type { Address, OrderRequest } from '#schemas/order-entities';

/**
 * The request delivering to a saved address: the address, and its type and details (office,
 * domophone, entrance, floor) where it has them, the request's own where it has none.
 */
export function withSavedAddress(request: OrderRequest, address: Address): OrderRequest {
  return {
    ...request,
    address,
    addressType: address.type ?? request.addressType,
    office: address.office ?? request.office,
    domophone: address.domophone ?? request.domophone,
    entrance: address.entrance ?? request.entrance,
    floor: address.floor ?? request.floor,
  };
}

/**
 * An address in words, as every list shows it: its name, then its street and house ("Uy — Amir
 * Temur 15"). Never its coordinates: '' when it has no words, for the screen to say "a point on
 * the map" in the shopper's language.
 */
export function addressInWords(address: Pick<Address, 'name' | 'streetName' | 'houseNumber'> | null | undefined): string {
  if (!address) return '';
  const street = [address.streetName?.trim(), address.houseNumber?.trim()].filter(Boolean).join(' ');
  return [address.name?.trim(), street].filter(Boolean).join(' — ');
}
