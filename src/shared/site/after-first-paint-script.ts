/**
 * The source of a function, for the build's inline scripts (decisions 0012 and 0014), that calls
 * its callback once the window has loaded *and* the page's first contentful paint is on screen.
 * `load` alone is not enough: on a page with few pictures it fires before the first paint, and
 * whatever starts then (the route modules, the web fonts) competes with that paint for the
 * connection. Where the browser does not report paints (`PerformanceObserver` without `paint`),
 * `load` and two frames stand in for it. ES5, no dependencies: `(${AFTER_FIRST_PAINT})(callback)`.
 */
export const AFTER_FIRST_PAINT = [
  "function(cb){",
  'var l=document.readyState==="complete",p=0,o=0,d=0;',
  "var go=function(){if(l&&p&&!d){d=1;cb()}};",
  // Without paint timing: two frames after load (the first paint is then behind us).
  "var frames=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){p=1;go()})})};",
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){',
  'new PerformanceObserver(function(s,x){if(s.getEntriesByName("first-contentful-paint").length){x.disconnect();p=1;go()}})',
  '.observe({type:"paint",buffered:true});o=1}}catch(e){}',
  'if(l){if(!o)frames()}else addEventListener("load",function(){l=1;if(!o)frames();go()});',
  "go()}",
].join("");
