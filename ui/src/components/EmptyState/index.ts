export { EmptyState, type EmptyStateProps } from './EmptyState';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
