export { SearchBox, type SearchBoxProps, type SearchSuggestion } from './SearchBox';
