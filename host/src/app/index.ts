import { startLoadingRuntimeFiles } from './runtime-files';

// remotes.json and config.json download beside the shell's chunks, not after them.
startLoadingRuntimeFiles();
// Async boundary: the federation runtime must negotiate shared singletons
// (react, rxjs, @gbx/shared, ...) before any of them is evaluated.
import('./bootstrap');
