/**
 * The whole HTTP contract as one table, by name: what the server's routes and the tests read.
 * The storefront imports endpoints one by one from their modules instead, so a page loads only
 * the contract it calls.
 */
import { merchantBySubEndpoint, citiesEndpoint, branchesEndpoint, branchesOfCityEndpoint, branchEndpoint, closestBranchEndpoint, overallsEndpoint, gradesEndpoint, meEndpoint, brandCatalogEndpoint, webSettingsEndpoint, policiesEndpoint, bannersEndpoint, storiesEndpoint, paymentSettingsEndpoint } from './endpoints.ts';
import { botLogoutEndpoint, botLogoutVariantEndpoint, botTokenEndpoint, botAuthEndpoint, botLoginEndpoint, botSettingsEndpoint, botContactEndpoint, botBasketEndpoint } from './bot-endpoints.ts';
import {
  logoutEndpoint, favouritesEndpoint, closestBranchAuthenticatedEndpoint, sendCodeEndpoint, verifyCodeEndpoint, updateUserEndpoint, requestPhoneChangeEndpoint, verifyPhoneChangeEndpoint, deleteAccountEndpoint, addressesEndpoint, createAddressEndpoint, updateAddressEndpoint, deleteAddressEndpoint, devOutboxEndpoint,
} from './account-endpoints.ts';
import {
  courierEndpoint, userOrdersEndpoint, activeOrdersEndpoint, orderEndpoint, cancelOrderEndpoint, reorderEndpoint, rateOrderEndpoint, streamTicketEndpoint, orderEventsEndpoint, userOrderEventsEndpoint, notificationsEndpoint, createOrderEndpoint, createScheduledOrderEndpoint, orderQuoteEndpoint, deliveryTariffEndpoint,
} from './order-endpoints.ts';
import { orderSettingEndpoint } from './order-setting.ts';
import {
  cardFormEndpoint, cardsEndpoint, changePaymentMethodEndpoint, checkoutEndpoint, payWithCardEndpoint, removeCardEndpoint, saveCardEndpoint,
} from './payment-endpoints.ts';

export const endpoints = {
  merchantBySub: merchantBySubEndpoint,
  cities: citiesEndpoint,
  branches: branchesEndpoint,
  branchesOfCity: branchesOfCityEndpoint,
  branch: branchEndpoint,
  closestBranch: closestBranchEndpoint,
  closestBranchAuthenticated: closestBranchAuthenticatedEndpoint,
  overalls: overallsEndpoint,
  grades: gradesEndpoint,
  favourites: favouritesEndpoint,
  sendCode: sendCodeEndpoint,
  verifyCode: verifyCodeEndpoint,
  me: meEndpoint,
  updateUser: updateUserEndpoint,
  requestPhoneChange: requestPhoneChangeEndpoint,
  verifyPhoneChange: verifyPhoneChangeEndpoint,
  deleteAccount: deleteAccountEndpoint,
  logout: logoutEndpoint,
  botLogout: botLogoutEndpoint,
  botLogoutVariant: botLogoutVariantEndpoint,
  botToken: botTokenEndpoint,
  botAuth: botAuthEndpoint,
  botLogin: botLoginEndpoint,
  botSettings: botSettingsEndpoint,
  courier: courierEndpoint,
  userOrders: userOrdersEndpoint,
  activeOrders: activeOrdersEndpoint,
  order: orderEndpoint,
  cancelOrder: cancelOrderEndpoint,
  reorder: reorderEndpoint,
  rateOrder: rateOrderEndpoint,
  streamTicket: streamTicketEndpoint,
  orderEvents: orderEventsEndpoint,
  userOrderEvents: userOrderEventsEndpoint,
  notifications: notificationsEndpoint,
  orderSetting: orderSettingEndpoint,
  createOrder: createOrderEndpoint,
  createScheduledOrder: createScheduledOrderEndpoint,
  orderQuote: orderQuoteEndpoint,
  checkout: checkoutEndpoint,
  changePaymentMethod: changePaymentMethodEndpoint,
  cards: cardsEndpoint,
  saveCard: saveCardEndpoint,
  removeCard: removeCardEndpoint,
  payWithCard: payWithCardEndpoint,
  cardForm: cardFormEndpoint,
  deliveryTariff: deliveryTariffEndpoint,
  brandCatalog: brandCatalogEndpoint,
  webSettings: webSettingsEndpoint,
  policies: policiesEndpoint,
  banners: bannersEndpoint,
  paymentSettings: paymentSettingsEndpoint,
  stories: storiesEndpoint,
  botBasket: botBasketEndpoint,
  botContact: botContactEndpoint,
  devOutbox: devOutboxEndpoint,
  addresses: addressesEndpoint,
  createAddress: createAddressEndpoint,
  updateAddress: updateAddressEndpoint,
  deleteAddress: deleteAddressEndpoint,
} as const;
