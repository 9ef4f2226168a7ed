import {
  AuditResponse,
  CreditLinesResponse,
  CsvImportResponse,
  DashboardResponse,
  MessageResponse,
  PublicConfigResponse,
  RecoveryCodesResponse,
  StaffLogInResponse,
  StaffSecurityResponse,
  TotpEnrolmentResponse,
  type StaffLogIn,
  type StaffPasswordChange,
  StaffBannerResponse,
  StaffBannersResponse,
  StaffCouponResponse,
  StaffCouponsResponse,
  StaffListResponse,
  StaffMemberResponse,
  StaffMeResponse,
  StaffOrderResponse,
  StaffOrdersResponse,
  StaffOrderStepResponse,
  StaffProductResponse,
  StaffProductsResponse,
  StaffBajasResponse,
  StaffInvoiceRetryResponse,
  StaffInvoicesResponse,
  StaffLoanRequestsResponse,
  StaffWithdrawalsResponse,
  TaxonomyEntryResponse,
  TaxonomyListResponse,
  UploadedImageResponse,
  type BannerKind,
  type CouponDraft,
  type NewStaff,
  type ProductDraft,
  type ShippedDetails,
  type StaffChange,
  type StaffInvoicesFilter,
  type StaffOrdersFilter,
  type StaffOrderStep,
  type StaffProductsFilter,
  type TaxonomyDraft,
} from '@tienda/domain';
import { http } from './http';
import { staffSession } from './session';

/** A file the server makes (a CSV), saved by the browser under the name the server gives it. */
async function download(url: string, query?: Record<string, string>): Promise<void> {
  const { blob, fileName } = await http.file(url, query && { params: query });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName ?? '';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Query parameters of the filters that have a value. */
const params = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export type TaxonomyKind = 'categories' | 'brands';
type ImageKind = 'product' | 'banner';

// Every call of the back office, one function each, by the section that makes it.

/** A log-in step's answer: signed in (the tokens are kept), or the next step with its token. */
function afterStep(answer: StaffLogIn): StaffLogIn {
  if (answer.token && answer.refreshToken) staffSession.saveTokens({ token: answer.token, refreshToken: answer.refreshToken });
  return answer;
}

export const authApi = {
  logIn: async (email: string, password: string) => afterStep(await http.post('/api/backoffice/auth/log-in', StaffLogInResponse, { email, password })),
  /** The authenticator's code, or a recovery code. */
  code: async (stepToken: string, code: string) => afterStep(await http.post('/api/backoffice/auth/code', StaffLogInResponse, { stepToken, code })),
  /** After an admin's reset: the member's own password. */
  newPassword: async (stepToken: string, newPassword: string) =>
    afterStep(await http.post('/api/backoffice/auth/new-password', StaffLogInResponse, { stepToken, newPassword })),
  logOut: () => staffSession.logOut(),
  me: () => http.get('/api/backoffice/me', StaffMeResponse),
};

export const ordersApi = {
  dashboard: () => http.get('/api/backoffice/dashboard', DashboardResponse),
  list: (filter: StaffOrdersFilter) => http.get('/api/backoffice/orders', StaffOrdersResponse, { params: params(filter) }),
  order: (id: number) => http.get(`/api/backoffice/orders/${id}`, StaffOrderResponse),
  step: (id: number, step: StaffOrderStep, details?: ShippedDetails) => http.post(`/api/backoffice/orders/${id}/${step}`, StaffOrderStepResponse, details ?? {}),
  withdrawals: (page: number) => http.get('/api/backoffice/withdrawals', StaffWithdrawalsResponse, { params: { page } }),
  loanRequests: (page: number) => http.get('/api/backoffice/loan-requests', StaffLoanRequestsResponse, { params: { page } }),
  bajas: (page: number) => http.get('/api/backoffice/bajas', StaffBajasResponse, { params: { page } }),
};

/** The electronic vouchers ARCA authorises: their list, a refused one sent back to the queue, the period's CSV. */
export const invoicesApi = {
  list: (filter: StaffInvoicesFilter) => http.get('/api/backoffice/invoices', StaffInvoicesResponse, { params: params(filter) }),
  retry: (id: number) => http.post(`/api/backoffice/invoices/${id}/retry`, StaffInvoiceRetryResponse, {}),
  exportCsv: (period: { from: string; to: string }) => download('/api/backoffice/invoices.csv', period),
};

export const catalogueApi = {
  products: (filter: StaffProductsFilter) => http.get('/api/backoffice/products', StaffProductsResponse, { params: params(filter) }),
  product: (id: number) => http.get(`/api/backoffice/products/${id}`, StaffProductResponse),
  create: (draft: ProductDraft) => http.post('/api/backoffice/products', StaffProductResponse, draft),
  update: (id: number, draft: ProductDraft) => http.put(`/api/backoffice/products/${id}`, StaffProductResponse, draft),
  setStock: (id: number, stock: number) => http.put(`/api/backoffice/products/${id}/stock`, StaffProductResponse, { stock }),
  importPricesAndStock: (csv: string) => http.post('/api/backoffice/products/prices-and-stock', CsvImportResponse, { csv }),
  exportPricesAndStock: () => download('/api/backoffice/products/prices-and-stock.csv'),
  /** A picture re-encoded by the server: its new file name. FormData goes through as multipart. */
  uploadImage(kind: ImageKind, file: File) {
    const form = new FormData();
    form.append('file', file);
    return http.post(`/api/backoffice/images/${kind}`, UploadedImageResponse, form);
  },
  taxonomy: (kind: TaxonomyKind) => http.get(`/api/backoffice/${kind}`, TaxonomyListResponse),
  createTaxonomy: (kind: TaxonomyKind, draft: TaxonomyDraft) => http.post(`/api/backoffice/${kind}`, TaxonomyEntryResponse, draft),
  updateTaxonomy: (kind: TaxonomyKind, id: number, draft: TaxonomyDraft) => http.put(`/api/backoffice/${kind}/${id}`, TaxonomyEntryResponse, draft),
};

export const shopApi = {
  /** The shop's public settings: the seller who lends, named in a loan order's contract summary. */
  config: () => http.get('/api/config', PublicConfigResponse),
  banners: () => http.get('/api/backoffice/banners', StaffBannersResponse),
  createBanner: (kind: BannerKind, url: string, alt: string) => http.post('/api/backoffice/banners', StaffBannerResponse, { kind, url, alt }),
  updateBanner: (id: number, change: { alt?: string; position?: number }) => http.put(`/api/backoffice/banners/${id}`, StaffBannerResponse, change),
  deleteBanner: (id: number) => http.delete(`/api/backoffice/banners/${id}`, MessageResponse),
  coupons: () => http.get('/api/backoffice/coupons', StaffCouponsResponse),
  createCoupon: (draft: CouponDraft) => http.post('/api/backoffice/coupons', StaffCouponResponse, draft),
  updateCoupon: (id: number, draft: CouponDraft) => http.put(`/api/backoffice/coupons/${id}`, StaffCouponResponse, draft),
  creditLines: (cuil: string) => http.get('/api/backoffice/credit-lines', CreditLinesResponse, { params: params({ cuil }) }),
  importCreditLines: (csv: string) => http.post('/api/backoffice/credit-lines/import', CsvImportResponse, { csv }),
};

export const staffApi = {
  list: () => http.get('/api/backoffice/staff', StaffListResponse),
  create: (member: NewStaff) => http.post('/api/backoffice/staff', StaffMemberResponse, member),
  update: (id: number, change: StaffChange) => http.put(`/api/backoffice/staff/${id}`, StaffMemberResponse, change),
  audit: (page: number) => http.get('/api/backoffice/audit', AuditResponse, { params: { page } }),
  resetPassword: (id: number, temporaryPassword: string) => http.post(`/api/backoffice/staff/${id}/password`, MessageResponse, { temporaryPassword }),
};

/** The signed-in member's own credentials. */
export const securityApi = {
  security: () => http.get('/api/backoffice/me/security', StaffSecurityResponse),
  startTotp: () => http.post('/api/backoffice/me/totp', TotpEnrolmentResponse, {}),
  confirmTotp: (code: string) => http.post('/api/backoffice/me/totp/confirm', RecoveryCodesResponse, { code }),
  changePassword: (change: StaffPasswordChange) => http.post('/api/backoffice/me/password', MessageResponse, change),
};
