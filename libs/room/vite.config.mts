import { libraryConfig } from '../../tools/build/vite-lib.mts';

export default libraryConfig(import.meta.dirname);
