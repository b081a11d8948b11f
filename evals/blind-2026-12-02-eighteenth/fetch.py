#!/usr/bin/env python3
"""Download the public Relaywise pages and keep only their visible text.

Blind rule: the only source of facts for this evaluation set is the rendered
public pages of the running site. No source code, docs, tests, bundles or
/api/ endpoints are read.
"""
import os
import sys
import urllib.request
from html.parser import HTMLParser

BASE = os.environ.get("RELAYWISE_BASE", "http://127.0.0.1:4200")
PAGES = {
    "home": "/",
    "features": "/features",
    "chatbots": "/chatbots",
    "workflows": "/workflows",
    "pricing": "/pricing",
    "ai-vibe-coding": "/ai-vibe-coding",
    "contact": "/contact",
    "terms": "/terms",
    "privacy": "/privacy",
    "refund-policy": "/refund-policy",
    "development-policy": "/development-policy",
    "cookies": "/cookies",
}

SKIP = {"script", "style", "noscript", "template"}
BLOCK = {
    "p", "div", "section", "article", "header", "footer", "nav", "main",
    "aside", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
    "td", "th", "table", "br", "hr", "form", "label", "button", "dt", "dd",
    "dl", "blockquote", "figure", "figcaption", "summary", "details", "option",
    "select", "textarea",
}


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

    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in SKIP:
            if self.skip_depth:
                self.skip_depth -= 1
        elif tag in BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip_depth:
            self.parts.append(data)

    def text(self):
        raw = "".join(self.parts)
        lines = [" ".join(line.split()) for line in raw.splitlines()]
        out, blank = [], False
        for line in lines:
            if line:
                out.append(line)
                blank = False
            elif not blank:
                out.append("")
                blank = True
        return "\n".join(out).strip() + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    outdir = os.path.join(here, "pages")
    os.makedirs(outdir, exist_ok=True)
    for name, path in PAGES.items():
        url = BASE + path
        req = urllib.request.Request(url, headers={"User-Agent": "blind-eval-fetch/1.0"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            html = resp.read().decode(resp.headers.get_content_charset() or "utf-8", "replace")
        parser = TextExtractor()
        parser.feed(html)
        parser.close()
        text = parser.text()
        with open(os.path.join(outdir, name + ".txt"), "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"{name:20s} {url:45s} {len(text):7d} chars")
    return 0


if __name__ == "__main__":
    sys.exit(main())
