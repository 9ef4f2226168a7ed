// The back office's screens: staff work, on the shop's design system.
export * from './StaffLogInScreen';
export * from './StaffProductsScreen';
export * from './StaffProductScreen';
export * from './StaffDashboardScreen';
export * from './StaffOrdersScreen';
export * from './StaffTaxonomyScreen';
export * from './StaffBannersScreen';
export * from './StaffCouponsScreen';
export * from './StaffOrderScreen';
export * from './StaffCreditLinesScreen';
export * from './StaffWithdrawalsScreen';
export * from './StaffAccountsScreen';
export * from './StaffAuditScreen';
export * from './StaffCodeStepScreen';
export * from './StaffNewPasswordScreen';
export * from './StaffSecurityScreen';
