#!/usr/bin/env python3
"""Download each public page of the site and extract its visible text."""
import os
import urllib.request
from html.parser import HTMLParser

BASE = "http://127.0.0.1:4300"
PAGES = {
    "home": "/", "features": "/features", "chatbots": "/chatbots",
    "workflows": "/workflows", "pricing": "/pricing",
    "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
    "terms": "/terms", "privacy": "/privacy", "refund-policy": "/refund-policy",
    "development-policy": "/development-policy", "cookies": "/cookies",
}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br",
         "tr", "td", "th", "table", "section", "article", "header", "footer",
         "nav", "main", "aside", "button", "a", "span", "label", "dt", "dd"}


class TextExtractor(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip_depth = 0
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip_depth += 1
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip_depth = max(0, self.skip_depth - 1)
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_startendtag(self, tag, attrs):
        if tag == "br":
            self.parts.append("\n")

    def handle_data(self, data):
        if self.skip_depth == 0:
            self.parts.append(data)

    def text(self):
        raw = "".join(self.parts)
        lines = [" ".join(l.split()) for l in raw.split("\n")]
        return "\n".join(l for l in lines if l)


def main():
    os.makedirs(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pages"), exist_ok=True)
    for name, path in PAGES.items():
        req = urllib.request.Request(BASE + path, headers={"User-Agent": "blind-eval-fetch/1.0"})
        with urllib.request.urlopen(req, timeout=30) as r:
            html = r.read().decode("utf-8", "replace")
        p = TextExtractor()
        p.feed(html)
        out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pages", name + ".txt")
        with open(out, "w", encoding="utf-8") as f:
            f.write(p.text() + "\n")
        print(f"{name}: {len(p.text())} chars")


if __name__ == "__main__":
    main()
