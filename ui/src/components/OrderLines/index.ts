export { OrderLines, type OrderLine, type OrderLinesProps } from './OrderLines';
