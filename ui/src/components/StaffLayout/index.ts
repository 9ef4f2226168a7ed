export * from './StaffLayout';
export * from './staffPaths';
