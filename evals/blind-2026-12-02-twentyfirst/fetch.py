import urllib.request, html.parser, os, re
BASE = "http://127.0.0.1:4300"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact",
         "terms": "/terms", "privacy": "/privacy", "refund-policy": "/refund-policy",
         "development-policy": "/development-policy", "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","li","h1","h2","h3","h4","h5","h6","tr","td","th","br","section","article","header","footer","nav","ul","ol","table","button","a","span","label","main","dt","dd"}
class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.depth = 0; self.out = []
    def handle_starttag(self, t, a):
        if t in SKIP: self.depth += 1
        elif t in BLOCK: self.out.append("\n")
    def handle_endtag(self, t):
        if t in SKIP: self.depth = max(0, self.depth - 1)
        elif t in BLOCK: self.out.append("\n")
    def handle_startendtag(self, t, a):
        if t in BLOCK: self.out.append("\n")
    def handle_data(self, d):
        if not self.depth: self.out.append(d)
os.makedirs("pages", exist_ok=True)
for name, path in PAGES.items():
    raw = urllib.request.urlopen(BASE + path, timeout=30).read().decode("utf-8", "replace")
    p = P(); p.feed(raw)
    text = "".join(p.out)
    lines = [re.sub(r"[ \t\r\f\v]+", " ", l).strip() for l in text.split("\n")]
    text = "\n".join(l for l in lines if l)
    open(f"pages/{name}.txt", "w").write(text + "\n")
    print(name, len(text))
