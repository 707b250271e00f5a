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

// A question (an alert or a confirmation dialog) is dismissed with Escape, as the platforms
// dismiss theirs: its form is posted with "_dismiss", and the host answers with the cancel
// button's value. Without JavaScript, the cancel button does the same.
document.addEventListener("keydown", function (event) {
  if (event.key !== "Escape" || event.defaultPrevented) {
    return;
  }
  var questions = document.querySelectorAll("dialog[data-question]:not([inert])");
  var question = questions[questions.length - 1];
  var form = question && question.querySelector("form");
  if (!form || form.hasAttribute("data-sent")) {
    return;
  }
  event.preventDefault();
  form.setAttribute("data-sent", "");
  var dismiss = document.createElement("input");
  dismiss.type = "hidden";
  dismiss.name = "_dismiss";
  dismiss.value = "1";
  form.appendChild(dismiss);
  form.submit();
});
