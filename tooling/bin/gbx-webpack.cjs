#!/usr/bin/env node
// The webpack CLI of the pinned webpack (5.110.3, which @module-federation/enhanced 2.9.2
// needs), exposed to every app through @gbx/tooling so the pin lives in one place.
require('webpack-cli/bin/cli.js');
