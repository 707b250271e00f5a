// swift-coordination web host: progressive enhancement only; every page works without it.
//
// Browsers may restore a page from their back/forward cache without asking the server, even
// when it was sent with "Cache-Control: no-store". The session then never hears that the user
// went back, and the next tap would aim at a screen that is no longer on top. Reloading such
// a page asks the server for its address, which applies the Back as the user's navigation.
window.addEventListener("pageshow", function (event) {
  if (event.persisted) {
    window.location.reload();
  }
});
