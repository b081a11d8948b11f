import urllib.request, re, os
from html.parser import HTMLParser
BASE="http://127.0.0.1:4300"
PAGES={"home":"/","features":"/features","chatbots":"/chatbots","workflows":"/workflows","pricing":"/pricing","ai-vibe-coding":"/ai-vibe-coding","contact":"/contact","terms":"/terms","privacy":"/privacy","refund-policy":"/refund-policy","development-policy":"/development-policy","cookies":"/cookies"}
SKIP={"script","style","noscript","template"}
class P(HTMLParser):
    def __init__(s):
        super().__init__(); s.depth=0; s.out=[]
    def handle_starttag(s,t,a):
        if t in SKIP: s.depth+=1
        elif s.depth==0: s.out.append(" ")
    def handle_endtag(s,t):
        if t in SKIP and s.depth>0: s.depth-=1
        elif s.depth==0: s.out.append(" ")
    def handle_startendtag(s,t,a):
        if s.depth==0: s.out.append(" ")
    def handle_data(s,d):
        if s.depth==0: s.out.append(d)
os.makedirs("pages",exist_ok=True)
for name,path in PAGES.items():
    html=urllib.request.urlopen(BASE+path,timeout=30).read().decode("utf-8","replace")
    p=P(); p.feed(html); p.close()
    txt=re.sub(r"\s+"," ","".join(p.out)).strip()
    open(f"pages/{name}.txt","w").write(txt+"\n")
    print(name,len(html),len(txt))
