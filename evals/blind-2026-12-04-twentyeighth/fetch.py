"""Download the public rendered pages and save visible text to pages/<name>.txt."""
import os, re, urllib.request
from html.parser import HTMLParser

BASE = "http://127.0.0.1:4328"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
         "terms": "/terms", "privacy": "/privacy", "refund-policy": "/refund-policy",
         "development-policy": "/development-policy", "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}

class Text(HTMLParser):
    def __init__(self):
        super().__init__(); self.depth = 0; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag in SKIP: self.depth += 1
        elif tag in ("br", "p", "div", "li", "h1", "h2", "h3", "h4", "tr", "td", "th", "section"): self.out.append(" ")
    def handle_endtag(self, tag):
        if tag in SKIP and self.depth: self.depth -= 1
        else: self.out.append(" ")
    def handle_data(self, data):
        if not self.depth: self.out.append(data)

def visible(html):
    p = Text(); p.feed(html); p.close()
    return re.sub(r"\s+", " ", "".join(p.out)).strip()

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(os.path.join(here, "pages"), exist_ok=True)
    for name, path in PAGES.items():
        html = urllib.request.urlopen(BASE + path, timeout=30).read().decode("utf-8", "replace")
        txt = visible(html)
        with open(os.path.join(here, "pages", name + ".txt"), "w") as f: f.write(txt + "\n")
        print(name, len(txt))
