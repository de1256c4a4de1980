// Constants the shared webpack factory defines in every app (tooling/webpack).
declare const __GBX_APP__: string;
declare const __GBX_BUILD_ID__: string;
declare const __GBX_ALLOW_REMOTE_OVERRIDES__: boolean;
/** True in an app's server build (dist/server), false in its browser build. */
declare const __GBX_SERVER__: boolean;
