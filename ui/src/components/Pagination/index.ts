export { Pagination, type PageNavigation, type PaginationProps } from './Pagination';
