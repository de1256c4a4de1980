// axios's fetch adapter, as the browser build sees it (build-parts.cjs,
// axiosWithoutFetchAdapter): never chosen there, so not downloaded.
export const getFetch = () => false;
export default false;
