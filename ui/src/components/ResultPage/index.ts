export * from './ResultPage';
