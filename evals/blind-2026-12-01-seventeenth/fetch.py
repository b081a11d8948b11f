import urllib.request, os, re
from html.parser import HTMLParser
BASE = "http://127.0.0.1:4200"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact", "terms": "/terms",
         "privacy": "/privacy", "refund-policy": "/refund-policy", "development-policy": "/development-policy",
         "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","li","h1","h2","h3","h4","h5","h6","tr","br","section","article","header","footer","td","th","ul","ol","table","nav","main","button","a","span","label","dt","dd"}
class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.depth = 0; self.out = []
    def handle_starttag(self, tag, attrs):
        if tag in SKIP: self.depth += 1
        elif tag in BLOCK: self.out.append("\n")
    def handle_endtag(self, tag):
        if tag in SKIP: self.depth = max(0, self.depth - 1)
        elif tag in BLOCK: self.out.append("\n")
    def handle_startendtag(self, tag, attrs):
        if tag in BLOCK: self.out.append("\n")
    def handle_data(self, data):
        if self.depth == 0: self.out.append(data)
def text(html):
    p = P(); p.feed(html); t = "".join(p.out)
    lines = [re.sub(r"\s+", " ", l).strip() for l in t.split("\n")]
    return "\n".join(l for l in lines if l)
os.makedirs("pages", exist_ok=True)
for name, path in PAGES.items():
    html = urllib.request.urlopen(BASE + path, timeout=30).read().decode("utf-8", "replace")
    with open(f"pages/{name}.txt", "w") as f: f.write(text(html) + "\n")
    print(name, len(html))
