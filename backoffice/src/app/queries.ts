import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffInvoicesFilter, StaffOrdersFilter, StaffProductsFilter } from '@tienda/domain';
import { ApiError } from '../api/http';
import { authApi, catalogueApi, invoicesApi, ordersApi, securityApi, shopApi, staffApi, type TaxonomyKind } from '../api/backofficeApi';

// One factory per call (its key and its fetcher). Keys start with the section they belong to, so a
// change invalidates exactly what it touched: ['orders'] every list and order page, and so on.

/** A refusal (gone, not allowed) is the answer and is not asked again; one retry for a passing blip. */
const retryBlipOnce = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const defaults = { retry: retryBlipOnce } as const;

export const keys = {
  me: ['me'] as const,
  dashboard: ['dashboard'] as const,
  orders: ['orders'] as const,
  withdrawals: ['withdrawals'] as const,
  invoices: ['invoices'] as const,
  products: ['products'] as const,
  taxonomy: ['taxonomy'] as const,
  banners: ['banners'] as const,
  coupons: ['coupons'] as const,
  creditLines: ['credit-lines'] as const,
  staff: ['staff'] as const,
  audit: ['audit'] as const,
  security: ['security'] as const,
  config: ['config'] as const,
};

export const meQuery = () => queryOptions({ queryKey: keys.me, queryFn: authApi.me, staleTime: 5 * 60_000, ...defaults });

/** The seller's identity (COMPANY_* on the server): it changes only with a restart. */
export const configQuery = () => queryOptions({ queryKey: keys.config, queryFn: shopApi.config, staleTime: Infinity, ...defaults });

export const dashboardQuery = () => queryOptions({ queryKey: keys.dashboard, queryFn: ordersApi.dashboard, ...defaults });

export const ordersQuery = (filter: StaffOrdersFilter) =>
  queryOptions({ queryKey: [...keys.orders, 'list', filter], queryFn: () => ordersApi.list(filter), placeholderData: keepPreviousData, ...defaults });

export const orderQuery = (id: number) => queryOptions({ queryKey: [...keys.orders, 'order', id], queryFn: () => ordersApi.order(id), ...defaults });

export const withdrawalsQuery = (page: number) =>
  queryOptions({ queryKey: [...keys.withdrawals, page], queryFn: () => ordersApi.withdrawals(page), placeholderData: keepPreviousData, ...defaults });

/** Loan revocations and "bajas", beside the withdrawals: a step on an order refreshes both. */
export const loanRequestsQuery = (page: number) =>
  queryOptions({ queryKey: [...keys.withdrawals, 'loan-requests', page], queryFn: () => ordersApi.loanRequests(page), placeholderData: keepPreviousData, ...defaults });

/** The 'Botón de baja' requests, beside the withdrawals: a paid order's baja is one of them too. */
export const bajasQuery = (page: number) =>
  queryOptions({ queryKey: [...keys.withdrawals, 'bajas', page], queryFn: () => ordersApi.bajas(page), placeholderData: keepPreviousData, ...defaults });

/** The vouchers' list; an order's own vouchers come with its page, under ['orders']. */
export const invoicesQuery = (filter: StaffInvoicesFilter) =>
  queryOptions({ queryKey: [...keys.invoices, 'list', filter], queryFn: () => invoicesApi.list(filter), placeholderData: keepPreviousData, ...defaults });

export const productsQuery = (filter: StaffProductsFilter) =>
  queryOptions({ queryKey: [...keys.products, 'list', filter], queryFn: () => catalogueApi.products(filter), placeholderData: keepPreviousData, ...defaults });

export const productQuery = (id: number) => queryOptions({ queryKey: [...keys.products, 'product', id], queryFn: () => catalogueApi.product(id), ...defaults });

export const taxonomyQuery = (kind: TaxonomyKind) => queryOptions({ queryKey: [...keys.taxonomy, kind], queryFn: () => catalogueApi.taxonomy(kind), ...defaults });

export const bannersQuery = () => queryOptions({ queryKey: keys.banners, queryFn: shopApi.banners, ...defaults });

export const couponsQuery = () => queryOptions({ queryKey: keys.coupons, queryFn: shopApi.coupons, ...defaults });

export const creditLinesQuery = (cuil: string) =>
  queryOptions({ queryKey: [...keys.creditLines, cuil], queryFn: () => shopApi.creditLines(cuil), placeholderData: keepPreviousData, ...defaults });

export const staffQuery = () => queryOptions({ queryKey: keys.staff, queryFn: staffApi.list, ...defaults });

export const auditQuery = (page: number) =>
  queryOptions({ queryKey: [...keys.audit, page], queryFn: () => staffApi.audit(page), placeholderData: keepPreviousData, ...defaults });

export const securityQuery = () => queryOptions({ queryKey: keys.security, queryFn: securityApi.security, ...defaults });
