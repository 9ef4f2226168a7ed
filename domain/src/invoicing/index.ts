// Electronic invoicing through ARCA: a voucher's figures, its buyer, and its QR.
export * from './voucherFigures';
export * from './voucherBuyer';
export * from './arcaQr';
export * from './voucherText';
