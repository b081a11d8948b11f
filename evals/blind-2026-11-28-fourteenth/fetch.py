#!/usr/bin/env python3
"""Download the public Relaywise pages and save their visible text."""
import os
import urllib.request
from html.parser import HTMLParser

BASE = "http://127.0.0.1:3500"
PAGES = {
    "home": "/", "features": "/features", "chatbots": "/chatbots",
    "workflows": "/workflows", "pricing": "/pricing",
    "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
    "terms": "/terms", "privacy": "/privacy",
    "refund-policy": "/refund-policy",
    "development-policy": "/development-policy", "cookies": "/cookies",
}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p", "div", "section", "article", "header", "footer", "nav", "main",
         "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td",
         "th", "table", "br", "button", "a", "label", "summary", "details",
         "dt", "dd", "span", "option", "aside", "form", "figcaption"}


class Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip += 1
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK:
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
    os.makedirs("pages", exist_ok=True)
    for name, path in PAGES.items():
        with urllib.request.urlopen(BASE + path, timeout=60) as r:
            html = r.read().decode("utf-8", "replace")
        p = Text()
        p.feed(html)
        p.close()
        with open(os.path.join("pages", name + ".txt"), "w") as f:
            f.write(p.text())
        print(name, len(p.text()))


if __name__ == "__main__":
    main()
