// Async boundary: the federation runtime must negotiate shared singletons
// (react, rxjs, @gbx/shared, ...) before any of them is evaluated.
import('./bootstrap');
