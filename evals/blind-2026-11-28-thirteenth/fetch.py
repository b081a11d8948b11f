import urllib.request, os
from html.parser import HTMLParser

BASE = "http://127.0.0.1:3500"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
         "terms": "/terms", "privacy": "/privacy", "refund-policy": "/refund-policy",
         "development-policy": "/development-policy", "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","section","li","ul","ol","h1","h2","h3","h4","h5","h6","br","tr","td","th","header","footer","nav","article","main","table","dt","dd","button","a","span","label","summary","details"}

class T(HTMLParser):
    def __init__(self):
        super().__init__(); self.skip = 0; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag in SKIP: self.skip += 1
        elif tag in BLOCK and tag not in ("a","span"): self.out.append("\n")
    def handle_startendtag(self, tag, attrs):
        if tag == "br": self.out.append("\n")
    def handle_endtag(self, tag):
        if tag in SKIP: self.skip = max(0, self.skip-1)
        elif tag in BLOCK and tag not in ("a","span"): self.out.append("\n")
    def handle_data(self, d):
        if not self.skip: self.out.append(d)

os.makedirs("pages", exist_ok=True)
for name, path in PAGES.items():
    html = urllib.request.urlopen(BASE + path, timeout=60).read().decode("utf-8", "replace")
    p = T(); p.feed(html)
    text = "".join(p.out)
    lines = [" ".join(l.split()) for l in text.split("\n")]
    lines = [l for l in lines if l]
    open(f"pages/{name}.txt", "w").write("\n".join(lines) + "\n")
    print(name, len(lines))
