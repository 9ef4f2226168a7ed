import { describe, it, expect } from 'vitest';
import * as domain from './index';

// The public surface of @tienda/domain: a rename or a lost re-export shows up here first.
describe('@tienda/domain exports', () => {
  it.each([
    // money
    ['formatARS', 'function'],
    ['formatShipping', 'function'],
    ['roundMoney', 'function'],
    ['toNumber', 'function'],
    ['INSTALLMENTS_SHOWN', 'number'],
    // cart
    ['emptyCart', 'function'],
    ['clearCart', 'function'],
    ['addToCart', 'function'],
    ['increment', 'function'],
    ['decrement', 'function'],
    ['setQuantity', 'function'],
    ['clampQuantity', 'function'],
    ['removeFromCart', 'function'],
    ['applyCoupon', 'function'],
    ['removeCoupon', 'function'],
    ['couponDiscount', 'function'],
    ['itemCount', 'function'],
    ['isInCart', 'function'],
    // loan and calendar
    ['loanOfferState', 'function'],
    ['usageRatio', 'function'],
    ['usageLevel', 'function'],
    ['isLoanFlowValid', 'function'],
    ['isOfferFromToday', 'function'],
    ['argentinaDate', 'function'],
    ['argentinaDateKey', 'function'],
    ['ARGENTINA_TIME_ZONE', 'string'],
    ['LOAN_INSTALLMENTS', 'number'],
    // credit maths
    ['quoteLoan', 'function'],
    ['frenchInstallment', 'function'],
    ['teaFromTna', 'function'],
    ['internalRateOfReturn', 'function'],
    ['monthlyDueDates', 'function'],
    ['installmentOfferRates', 'function'],
    ['loanLimitExceeded', 'function'],
    ['DEFAULT_IVA_ON_INTEREST', 'number'],
    // validation, masks, address
    ['validateName', 'function'],
    ['validateEmail', 'function'],
    ['validateCuil', 'function'],
    ['validatePhone', 'function'],
    ['validateBirthday', 'function'],
    ['validatePassword', 'function'],
    ['validateLoginEmail', 'function'],
    ['validateLoginPassword', 'function'],
    ['validateEmailCode', 'function'],
    ['validateCouponCode', 'function'],
    ['validateRegistration', 'function'],
    ['validateProfile', 'function'],
    ['validateLogin', 'function'],
    ['registrationStruct', 'object'],
    ['profileStruct', 'object'],
    ['loginStruct', 'object'],
    ['digitsOnly', 'function'],
    ['maskDate', 'function'],
    ['isAddressComplete', 'function'],
    // session and constants
    ['tokenExpiry', 'function'],
    ['isTokenExpired', 'function'],
    ['TOKEN_EXPIRY_MARGIN_SECONDS', 'number'],
    ['PRICE_RANGE', 'object'],
    ['BREAKPOINT_DESKTOP', 'number'],
    // image widths
    ['IMAGE_WIDTHS', 'object'],
    ['isImageWidth', 'function'],
    ['imageSrcSet', 'function'],
  ])('%s is a %s', (name, type) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe(type);
  });
});
