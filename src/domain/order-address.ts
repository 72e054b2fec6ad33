/**
 * A saved address taken into the order request (the checkout's list of saved addresses,
 * /choose-address, a new address made from the checkout). Apart from order-request.ts, whose
 * sending rules the address screens never need.
 */
import type { AddressInput } from '#schemas/account-endpoints';
import type { Address, OrderRequest } from '#schemas/order-entities';
import { isAutoAddressId } from './order-request.ts';

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

/** What checkout keeps of its delivery address, when the shopper agrees: a new saved address, or changes to one. */
export type AddressToKeep =
  { readonly kind: 'create'; readonly address: AddressInput } | { readonly kind: 'update'; readonly id: string; readonly address: AddressInput };

const DETAILS = ['office', 'domophone', 'entrance', 'floor'] as const;
const kept = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The address an order delivers to, as the shopper typed it at checkout (issue 31: a street typed
 * there went to that order only, so the next checkout asked again): a point they named becomes a
 * new saved address; a saved one whose street, type or details they changed is updated. Null when
 * there is nothing to keep (not a delivery, no street or name, nothing changed).
 */
export function addressToKeep(request: OrderRequest, saved: readonly Address[]): AddressToKeep | null {
  const address = request.address;
  if (request.serviceType !== 'DELIVERY' || !address || !addressInWords(address)) return null;
  const input: AddressInput = {
    type: request.addressType ?? address.type ?? 'HOUSE',
    name: kept(address.name),
    streetName: kept(address.streetName),
    houseNumber: kept(address.houseNumber),
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    cityId: address.cityId ?? null,
    comment: kept(address.comment),
    ...Object.fromEntries(DETAILS.map((field) => [field, kept(request[field] ?? address[field])])),
  };
  const own = address.id ? saved.find((a) => a.id === address.id) : undefined;
  if (!own) return address.id && !isAutoAddressId(address.id) ? null : { kind: 'create', address: input };
  const changed =
    input.type !== (own.type ?? 'HOUSE') ||
    input.streetName !== kept(own.streetName) ||
    input.houseNumber !== kept(own.houseNumber) ||
    DETAILS.some((field) => input[field] !== kept(own[field]));
  return changed ? { kind: 'update', id: own.id!, address: input } : null;
}
