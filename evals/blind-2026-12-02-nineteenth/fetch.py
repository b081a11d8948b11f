import urllib.request, os, re
from html.parser import HTMLParser
BASE="http://127.0.0.1:4300"
PAGES={"home":"/","features":"/features","chatbots":"/chatbots","workflows":"/workflows","pricing":"/pricing",
"ai-vibe-coding":"/ai-vibe-coding","contact":"/contact","terms":"/terms","privacy":"/privacy",
"refund-policy":"/refund-policy","development-policy":"/development-policy","cookies":"/cookies"}
SKIP={"script","style","noscript","template"}
BLOCK={"p","div","li","h1","h2","h3","h4","h5","h6","tr","td","th","section","br","header","footer","article","ul","ol","table","span","a","button","label","dt","dd"}
class P(HTMLParser):
    def __init__(s):
        super().__init__(); s.skip=0; s.out=[]
    def handle_starttag(s,t,a):
        if t in SKIP: s.skip+=1
        elif t in BLOCK: s.out.append("\n")
    def handle_endtag(s,t):
        if t in SKIP: s.skip=max(0,s.skip-1)
        elif t in BLOCK: s.out.append("\n")
    def handle_data(s,d):
        if not s.skip: s.out.append(d)
os.makedirs("pages",exist_ok=True)
for name,path in PAGES.items():
    html=urllib.request.urlopen(BASE+path,timeout=30).read().decode("utf-8","replace")
    p=P(); p.feed(html)
    txt="".join(p.out)
    lines=[re.sub(r"[ \t\xa0]+"," ",l).strip() for l in txt.split("\n")]
    txt="\n".join(l for l in lines if l)
    open(f"pages/{name}.txt","w").write(txt+"\n")
    print(name,len(txt))
