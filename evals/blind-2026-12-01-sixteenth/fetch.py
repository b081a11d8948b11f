#!/usr/bin/env python3
"""Download the public Relaywise pages and extract visible text."""
import os
import urllib.request
from html.parser import HTMLParser

BASE = "http://127.0.0.1:4100"
PAGES = {
    "home": "/", "features": "/features", "chatbots": "/chatbots",
    "workflows": "/workflows", "pricing": "/pricing",
    "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
    "terms": "/terms", "privacy": "/privacy", "refund-policy": "/refund-policy",
    "development-policy": "/development-policy", "cookies": "/cookies",
}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
         "section", "article", "header", "footer", "nav", "br", "table", "td",
         "th", "main", "aside", "dt", "dd", "button", "a", "label", "option", "summary", "details", "form"}


class Extract(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip += 1
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)

    def text(self):
        raw = "".join(self.parts)
        lines = [" ".join(l.split()) for l in raw.split("\n")]
        return "\n".join(l for l in lines if l) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "pages")
    os.makedirs(out, exist_ok=True)
    for name, path in PAGES.items():
        with urllib.request.urlopen(BASE + path, timeout=30) as r:
            html = r.read().decode("utf-8", "replace")
        p = Extract()
        p.feed(html)
        with open(os.path.join(out, name + ".txt"), "w") as f:
            f.write(p.text())
        print(name, len(p.text()))


if __name__ == "__main__":
    main()
