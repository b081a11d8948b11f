import urllib.request, os
from html.parser import HTMLParser
BASE = "http://127.0.0.1:4300"
PAGES = {"home": "/", "features": "/features", "chatbots": "/chatbots", "workflows": "/workflows",
         "pricing": "/pricing", "ai-vibe-coding": "/ai-vibe-coding", "contact": "/contact", "terms": "/terms",
         "privacy": "/privacy", "refund-policy": "/refund-policy", "development-policy": "/development-policy",
         "cookies": "/cookies"}
SKIP = {"script", "style", "noscript", "template"}
BLOCK = {"p","div","li","h1","h2","h3","h4","h5","h6","br","tr","td","th","section","article","header","footer","nav","ul","ol","table","button","a","span","label","dt","dd"}
class T(HTMLParser):
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
    def handle_data(self, d):
        if not self.depth: self.out.append(d)
def main():
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(os.path.join(here, "pages"), exist_ok=True)
    for name, path in PAGES.items():
        html = urllib.request.urlopen(BASE + path, timeout=30).read().decode("utf-8", "replace")
        t = T(); t.feed(html)
        lines = [" ".join(l.split()) for l in "".join(t.out).split("\n")]
        text = "\n".join(l for l in lines if l)
        with open(os.path.join(here, "pages", name + ".txt"), "w") as f: f.write(text + "\n")
        print(name, len(text))
if __name__ == "__main__": main()
