"use strict";(self.webpackChunkgbx_host=self.webpackChunkgbx_host||[]).push([[490],{3490(e,t,r){var o=r(5456),n=r(3667),a=r(5917),s=r(615),i=r(4621),l=r(6337);let c=null;async function d(e){const t=await fetch(e,{cache:"no-store"});if(!t.ok)throw new Error(`${e}: HTTP ${t.status}`);return t.json()}async function u(){return d("/remotes.json")}async function f(){const e={apiBaseUrl:`${location.protocol}//${location.hostname}:4000`,backendBaseUrl:`${location.protocol}//${location.hostname}:4000`};try{const t=await d("/config.json");return{apiBaseUrl:"string"==typeof t.apiBaseUrl?t.apiBaseUrl:e.apiBaseUrl,backendBaseUrl:"string"==typeof t.backendBaseUrl?t.backendBaseUrl:e.backendBaseUrl}}catch(t){return console.warn("[gbx] config.json could not be read; using the default API address",t),e}}var m=r(1911);let h=null;const p=new Set;function b(e){h?.remote===e?.remote&&h?.buildId===e?.buildId||(h=e,p.forEach(e=>e()))}class x extends Error{constructor(e,t){var r,o;super(`${e} is unavailable: ${t}`),o=void 0,(r="remote")in this?Object.defineProperty(this,r,{value:o,enumerable:!0,configurable:!0,writable:!0}):this[r]=o,this.remote=e,this.name="RemoteUnavailableError"}}const g=new Map;var w=r(5636);const j={mf_browse:"Browsing and listings",mf_product:"Product details",mf_account:"Your account",mf_static:"Information pages"},v=w.default.section`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 1.5rem 2rem;
  border: 1px solid #f0c36d;
  background: #fff8e6;
  border-radius: 8px;
  color: #3b2f00;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`,y=w.default.button`
  font: inherit;
  padding: 0.5rem 1.25rem;
  border-radius: 4px;
  border: 0;
  background: #0b5cad;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: #084a8c;
  }
  &:focus-visible {
    outline: 3px solid #f0c36d;
    outline-offset: 2px;
  }
`;function k({remote:e,onRetry:t}){const r=(0,n.useRef)(null);return(0,n.useEffect)(()=>r.current?.focus(),[]),(0,o.jsxs)(v,{role:"alert","aria-labelledby":`unavailable-${e}`,"data-remote-fallback":e,children:[(0,o.jsxs)("h2",{id:`unavailable-${e}`,ref:r,tabIndex:-1,children:[j[e]," is temporarily unavailable"]}),(0,o.jsx)("p",{children:"This part of GBX Marketplace could not be loaded. The rest of the site still works: use the menu, or try again in a moment."}),(0,o.jsx)(y,{type:"button",onClick:t,children:"Try again"})]})}const _=w.default.p`
  text-align: center;
  padding: 3rem 1rem;
  color: #555;
`;function E(){const[e,t]=(0,n.useState)(!1);return(0,n.useEffect)(()=>{const e=setTimeout(()=>t(!0),200);return()=>clearTimeout(e)},[]),(0,o.jsx)(_,{role:"status","aria-live":"polite",children:e?"Loading…":""})}const B=new Map,$=new Set,S=e=>($.add(e),()=>$.delete(e));class P extends n.Component{static getDerivedStateFromError(e){return{error:e}}componentDidCatch(e,t){console.error(`[gbx] ${this.props.remote} failed`,e,t.componentStack)}render(){return this.state.error?(0,o.jsx)(k,{remote:this.props.remote,onRetry:()=>{return function(e){for(const t of[...g.keys()])t.startsWith(`${e}:`)&&g.delete(t);!function(e){c&&(0,i.fK)([{name:e,entry:c[e]}],{force:!0})}(e)}(e=this.props.remote),B.set(e,(B.get(e)??0)+1),void $.forEach(e=>e());var e}}):this.props.children}constructor(...e){var t,r;super(...e),r={error:null},(t="state")in this?Object.defineProperty(this,t,{value:r,enumerable:!0,configurable:!0,writable:!0}):this[t]=r}}function R({remote:e,routeId:t}){const r=(0,n.useSyncExternalStore)(S,()=>B.get(e)??0),a=function(e,t){const r=`${e}:${t}`;let o=g.get(r);return o||(o=(0,n.lazy)(async()=>{const r=await async function(e){if(!c)return{__gbxRemoteUnavailable:!0,remoteId:e,reason:"remotes.json could not be loaded"};const t=await(0,i.dh)(`${e}/routes`);return!t||(0,l.t)(t)?t&&(0,l.t)(t)?t:{__gbxRemoteUnavailable:!0,remoteId:e,reason:"empty module"}:t}(e);if((0,l.t)(r))throw new x(e,r.reason);const o=r.routes[t];if(!o)throw new x(e,`it does not serve the route ${t}`);const{Component:a}=await o.lazy(),{buildId:s}=r.buildInfo;return{default:()=>((0,n.useEffect)(()=>(b({remote:e,buildId:s}),()=>b(null)),[]),(0,n.createElement)("div",{"data-remote":e,"data-build":s},(0,n.createElement)(a)))}}),g.set(r,o)),o}(e,t);return(0,o.jsx)(P,{remote:e,children:(0,o.jsx)(n.Suspense,{fallback:(0,o.jsx)(E,{}),children:(0,o.jsx)(a,{})})},`${e}:${r}`)}function U(){return(0,n.useEffect)(()=>s.bus.emit({type:"page:viewed",title:"Cookie consent",area:"host"}),[]),(0,o.jsx)("h1",{children:"Cookie consent"})}const L=w.default.header`
  background: #0b2545;
  color: #fff;
`,I=w.default.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
`,M=(0,w.default)(m.Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  letter-spacing: 0.02em;
`,C=w.default.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  a {
    color: #dce7f5;
    text-decoration: none;
    padding: 0.25rem 0;
  }
  a.active,
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;function T(){return(0,o.jsx)(L,{children:(0,o.jsxs)(I,{children:[(0,o.jsx)(M,{to:s.paths.home.to(),"aria-label":"GBX Marketplace home",children:"GBX Marketplace"}),(0,o.jsxs)(C,{"aria-label":"Main",children:[(0,o.jsx)(m.NavLink,{to:s.paths.marketplaceHome.to(),children:"Home"}),(0,o.jsx)(m.NavLink,{to:s.paths.landingDealPromotion.to(),children:"Deals and Promotions"}),(0,o.jsx)(m.NavLink,{to:s.paths.advanceSearch.to(),children:"Advanced search"}),(0,o.jsx)(m.NavLink,{to:s.paths.login.to(),children:"Login"}),(0,o.jsx)(m.NavLink,{to:s.paths.register.to("Buyer"),children:"Register"})]})]})})}const A=w.default.footer`
  background: #13315c;
  color: #dce7f5;
  font-size: 0.9rem;
`,N=w.default.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  a {
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
`,z=w.default.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.75rem;
  color: #9fb3cc;
`;function D(){const e=(new Date).getFullYear(),t=(0,n.useSyncExternalStore)(e=>(p.add(e),()=>p.delete(e)),()=>h);return(0,o.jsx)(A,{children:(0,o.jsxs)(N,{children:[(0,o.jsx)("nav",{"aria-label":"Company",children:(0,o.jsxs)("ul",{children:[(0,o.jsx)("li",{children:(0,o.jsx)(m.Link,{to:s.paths.aboutUs.to(),children:"About us"})}),(0,o.jsx)("li",{children:(0,o.jsx)(m.Link,{to:s.paths.termsCondition.to(),children:"Terms and conditions"})}),(0,o.jsx)("li",{children:(0,o.jsx)(m.Link,{to:s.paths.privacyPolicy.to(),children:"Privacy policy"})}),(0,o.jsx)("li",{children:(0,o.jsx)(m.Link,{to:s.paths.contactUs.to(),children:"Contact us"})}),(0,o.jsx)("li",{children:(0,o.jsx)(m.Link,{to:s.paths.investorRelations.to(),children:"Investor relations"})})]})}),(0,o.jsxs)("p",{children:["© ",2015,"–",e," GBX Marketplace. All rights reserved."]}),(0,o.jsxs)(z,{"data-testid":"build-line",children:["Build: host ","20261121211711",t?` · ${t.remote} ${t.buildId}`:""]})]})})}const O="GBX Marketplace",G=w.default.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: #f6f7f9;
  color: #1b1f24;
`,H=w.default.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1rem;
  box-sizing: border-box;
`;function X(){return function(){const e=(0,m.useNavigate)();(0,s.useBusEvent)("auth:unauthorized",()=>e(s.paths.login.to())),(0,s.useBusEvent)("page:viewed",e=>{document.title=e.title?`${e.title} | ${O}`:O})}(),(0,o.jsxs)(G,{children:[(0,o.jsx)(T,{}),(0,o.jsx)(H,{id:"main",children:(0,o.jsx)(m.Outlet,{})}),(0,o.jsx)(D,{}),(0,o.jsx)(m.ScrollRestoration,{})]})}const F={root:"host",home:"mf_browse",landingMarketplace:"mf_browse",marketplaceHome:"mf_browse",landingShop:"mf_browse",landingProvince:"mf_browse",marketplaceCountry:"mf_browse",landingDealPromotion:"mf_browse",landingMarketSegment:"mf_browse",dealsPromotion:"mf_browse",featuredList:"mf_browse",productDetail:"mf_product",vendorStore:"mf_browse",login:"mf_account",register:"mf_account",verifyEmail:"mf_account",termsCondition:"mf_static",investorRelations:"mf_static",aboutUs:"mf_static",privacyPolicy:"mf_static",contactUs:"mf_static",advanceSearch:"mf_browse",productResult:"mf_browse",vendorResult:"mf_browse",resetPassword:"mf_account",newPassword:"mf_account",buyerDashboard:"mf_account"},K=[{element:(0,o.jsx)(X,{}),children:[...Object.keys(F).map(function(e){const t=F[e];return{path:s.paths[e].pattern,element:"host"===t?(0,o.jsx)(U,{}):(0,o.jsx)(R,{remote:t,routeId:e})}}),{path:"*",element:(0,o.jsx)(m.Navigate,{to:s.FALLBACK_PATH,replace:!0})}]}],Y=(0,m.createBrowserRouter)(K);function W(){return(0,o.jsx)(m.RouterProvider,{router:Y})}!async function(){const[e,t]=await Promise.allSettled([u(),f()]);"fulfilled"===t.status&&(0,s.configureApi)(t.value);try{if("rejected"===e.status)throw e.reason;!function(e){let t=function(e){if("object"!=typeof e||null===e)throw new Error("remotes.json must be an object");const t=e,r={};for(const e of s.REMOTE_NAMES){const o=t[e];if("string"!=typeof o||!/^https?:\/\//.test(o))throw new Error(`remotes.json: ${e} needs an http(s) manifest URL`);r[e]=o}return r}(e);(0,i.fK)(s.REMOTE_NAMES.map(e=>({name:e,entry:t[e]}))),c=t}(e.value)}catch(e){console.error("[gbx] remotes.json is missing or invalid",e)}const r=document.getElementById("root");if(!r)throw new Error("index.html has no #root element");(0,a.createRoot)(r).render((0,o.jsx)(n.StrictMode,{children:(0,o.jsx)(W,{})}))}()}}]);
//# sourceMappingURL=490.51a7846ef4.js.map