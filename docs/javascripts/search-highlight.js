// Search highlights the whole word found, not the part of the query it was found by.
//
// Material's search links each result to its page with `?h=` + the query's terms, and the page marks those terms.
// A Chinese query is first cut into pieces that the index holds (its segmenter never tries the whole query), so
// 拖拉机 is searched as the wildcard 拖* and the link says `h=拖`: the page marked the first character of every word.
// The result itself marks the words of the index that matched (拖拉机): this script puts those words in the link,
// so the page marks what the result showed. A result with no marks keeps Material's link.
(function () {
  function words(link) {
    var found = [];
    link.querySelectorAll("mark").forEach(function (mark) {
      var word = mark.textContent.trim();
      if (word && found.indexOf(word) < 0) found.push(word);
    });
    return found;
  }

  function rewrite(list) {
    list.querySelectorAll("a.md-search-result__link").forEach(function (link) {
      var found = words(link);
      if (!found.length) return;
      var url = new URL(link.href, document.baseURI);
      if (!url.searchParams.has("h")) return;
      url.searchParams.set("h", found.join(" "));
      link.href = url.toString();
    });
  }

  function watch() {
    var list = document.querySelector(".md-search-result__list");
    if (!list) return;
    new MutationObserver(function () { rewrite(list); }).observe(list, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
