#!/usr/bin/env python3
"""Download public pages and extract visible text (skips script/style/noscript/template)."""
import os, urllib.request
from html.parser import HTMLParser

BASE = "http://127.0.0.1:4300"
PAGES = ["/", "/features", "/chatbots", "/workflows", "/pricing", "/ai-vibe-coding",
         "/contact", "/terms", "/privacy", "/refund-policy", "/development-policy", "/cookies"]
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","li","h1","h2","h3","h4","h5","h6","br","tr","td","th","section",
         "article","header","footer","nav","main","ul","ol","table","button","a","span","label","summary","details","dt","dd"}
VOID = {"br","img","input","meta","link","hr","area","base","col","embed","source","track","wbr"}

class TextExtractor(HTMLParser):
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
        return "\n".join(l for l in lines if l)

def name_for(path):
    return "home" if path == "/" else path.strip("/")

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(os.path.join(here, "pages"), exist_ok=True)
    for p in PAGES:
        with urllib.request.urlopen(BASE + p, timeout=30) as r:
            html = r.read().decode("utf-8", "replace")
        ex = TextExtractor(); ex.feed(html); ex.close()
        out = os.path.join(here, "pages", name_for(p) + ".txt")
        with open(out, "w", encoding="utf-8") as f:
            f.write(ex.text() + "\n")
        print(p, "->", out, len(ex.text()))

if __name__ == "__main__":
    main()
