import urllib.request, os
from html.parser import HTMLParser
BASE = "http://127.0.0.1:4300"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact", "terms": "/terms",
         "privacy": "/privacy", "refund-policy": "/refund-policy", "development-policy": "/development-policy",
         "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","li","h1","h2","h3","h4","h5","h6","tr","td","th","br","section","article","header","footer","ul","ol","table","nav","main","button","a","span","label"}
class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.depth = 0; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag in SKIP: self.depth += 1
        elif tag in BLOCK and tag not in ("a","span","label"): self.out.append("\n")
    def handle_endtag(self, tag):
        if tag in SKIP: self.depth = max(0, self.depth - 1)
        elif tag in BLOCK and tag not in ("a","span","label"): self.out.append("\n")
    def handle_startendtag(self, tag, attrs):
        if tag == "br": self.out.append("\n")
    def handle_data(self, d):
        if self.depth == 0: self.out.append(d)
os.makedirs("pages", exist_ok=True)
for name, path in PAGES.items():
    html = urllib.request.urlopen(BASE + path, timeout=30).read().decode("utf-8", "replace")
    p = P(); p.feed(html)
    lines = [" ".join(l.split()) for l in "".join(p.out).split("\n")]
    text = "\n".join(l for l in lines if l)
    open(f"pages/{name}.txt", "w").write(text + "\n")
    print(name, len(text))
