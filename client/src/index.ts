// What both browser apps (the shop and the back office) share to talk to the API.
export * from './session';
export * from './http';
export * from './images';
