#!/usr/bin/env python3
"""What is live at the peak of XLA's own schedule: a study tool for the memory model (issue 39).

Reads an optimized HLO module as XLA dumped it (tests/data/targets/<target>/*.hlo.txt, or one
compiled with bench/targets/compile_targets.py), walks the ENTRY computation in its schedule
order and prints the peak of the live buffers and what is live there, largest first:

    python3 bench/targets/hlo_liveness.py tests/data/targets/h100x8/mlp_train_tp.shardy.hlo.txt -v
    python3 bench/targets/hlo_liveness.py X.hlo.txt --outputs-throughout   # XLA's accounting
    python3 bench/targets/hlo_liveness.py tpu.hlo.txt --hbm                  # HBM only (TPU S(1) is VMEM)

It approximates XLA's buffer assignment, it does not repeat it: a buffer lives from its
definition to its last reader (bitcasts, get-tuple-elements, tuples and async done ops alias
what they read; an async start's tuple holds its operands, then its results; copy-start's
holds the destination first); a loop fusion may write over an operand of its size that dies
there; loop and branch bodies are not entered (a while's tuple is one buffer per element);
the heap's fragmentation is not modelled. On the H100 fixtures it lands within a few percent of
memory_analysis() on small programs (mlp_train_tp 17.0 MiB both) and can miss by 20% on large
ones; use it to see what is live, not as a figure.
"""
import re,sys
DT={'f32':4,'bf16':2,'f16':2,'s32':4,'u32':4,'pred':1,'s8':1,'u8':1,'f64':8,'s64':8,'u64':8,'s16':2,'u16':2,'f8e4m3fn':1,'f8e5m2':1,'s4':1,'u4':1}
def shape_sizes(s):
    out=[]
    for m in re.finditer(r'(\w+)\[([\d,]*)\](\{[^}]*\})?',s):
        if m.group(1) not in DT: continue
        n=1
        for d in m.group(2).split(','):
            if d: n*=int(d)
        v=n*DT[m.group(1)]
        if m.group(3) and 'S(1)' in m.group(3) and HBM_ONLY: v=0
        out.append(v)
    return out
HBM_ONLY='--hbm' in sys.argv
ACCOUNTING='--outputs-throughout' in sys.argv
ALIAS={'bitcast','tuple','all-reduce-done','all-gather-done','collective-permute-done','copy-done','async-done','reduce-scatter-done','all-to-all-done','opt-barrier'}
def parse(path):
    txt=open(path).read()
    ent=txt[txt.index('\nENTRY'):]
    instrs=[]
    for l in ent.split('\n')[1:]:
        l=l.strip()
        if l.startswith('}'): break
        m=re.match(r'(ROOT )?%(\S+) = (.*?) ([\w\-]+)\((.*)',l)
        if not m: continue
        root,name,shape,opc,rest=m.groups()
        depth=1;i=0
        while i<len(rest) and depth>0:
            if rest[i]=='(':depth+=1
            elif rest[i]==')':depth-=1
            i+=1
        instrs.append(dict(root=bool(root),name=name,shape=shape,opc=opc,ops=re.findall(r'%([\w.\-]+)',rest[:i]),line=l))
    return instrs
def analyse(path,share=True):
    ins=parse(path)
    owner={};size={};first={};params=set();nops={}
    def new(nm,v,i): size[nm]=v;first[nm]=i;return nm
    for i,x in enumerate(ins):
        ss=shape_sizes(x['shape'])
        if x['opc']=='parameter':
            owner[x['name']]=[new(x['name'],sum(ss),i)];params.add(x['name'])
        elif x['opc']=='get-tuple-element':
            k=int(re.search(r'index=(\d+)',x['line']).group(1)); src=owner.get(x['ops'][0],[])
            owner[x['name']]=[src[k]] if len(src)>1 and k<len(src) else src
        elif x['opc']=='copy-start':
            src=owner.get(x['ops'][0],[])
            owner[x['name']]=[new(x['name']+'#0',ss[0],i)]+src[:1]+[new(x['name']+'#2',ss[-1],i)]
        elif x['opc']=='copy-done':
            owner[x['name']]=owner[x['ops'][0]][:1]
        elif x['opc'].endswith('-done') and x['ops'] and x['ops'][0] in nops:
            owner[x['name']]=owner[x['ops'][0]][nops[x['ops'][0]]:]
        elif x['opc'] in ALIAS and x['ops']:
            owner[x['name']]=[b for o in x['ops'] for b in owner.get(o,[])] if x['opc']=='tuple' else owner.get(x['ops'][0],[])
        elif x['opc'].endswith('-start') and x['shape'].startswith('('):
            src=[b for o in x['ops'] for b in owner.get(o,[])]
            nops[x['name']]=min(len(x['ops']),len(ss)-1) if len(ss)>1 else 0
            owner[x['name']]=[src[k] if k<len(src) and k<len(x['ops']) else new(f"{x['name']}#{k}",v,i) for k,v in enumerate(ss)]
        elif x['shape'].startswith('('):
            owner[x['name']]=[new(f"{x['name']}#{k}",v,i) for k,v in enumerate(ss)]
        else:
            owner[x['name']]=[new(x['name'],sum(ss),i)]
    last={}
    for i,x in enumerate(ins):
        for o in x['ops']:
            for b in owner.get(o,[]): last[b]=i
    end=len(ins)
    rootb=set()
    for x in ins:
        if x['root']: rootb=set(owner[x['name']])
    for b in rootb: last[b]=end
    rep={b:b for b in first}
    def find(b):
        while rep[b]!=b: b=rep[b]
        return b
    if share:
        for i,x in enumerate(ins):
            if x['opc']!='fusion' or 'kind=kCustom' in x['line']: continue
            outs=[b for b in owner[x['name']] if first.get(b)==i]
            cands=[b for o in x['ops'] for b in owner.get(o,[]) if last.get(b)==i and b not in params and b not in rootb]
            for ob in outs:
                for c in cands:
                    if size[c]==size[ob]:
                        cands.remove(c); rep[ob]=find(c); break
    span={}
    if ACCOUNTING:  # XLA's memory_analysis(): outputs are allocations of their own, live throughout
        for b in rootb: first[b]=0
    for b in first:
        r=find(b); s,e=span.get(r,(first[r],first[r]))
        span[r]=(min(s,first[b]),max(e,last.get(b,first[b])))
    peak=0;pk=None
    for i in range(len(ins)):
        lv=[r for r,(s,e) in span.items() if r not in params and s<=i<=e]
        tot=sum(size[r] for r in lv)
        if tot>peak: peak=tot;pk=(i,lv)
    P=sum(size[p] for p in params)
    return ins,size,span,P,peak,pk
if __name__=='__main__':
    ins,size,span,P,peak,pk=analyse(sys.argv[1],'--noshare' not in sys.argv)
    print(f"params {P/2**20:.2f} MiB, liveness peak (non-param) {peak/2**20:.2f} MiB, total {(P+peak)/2**20:.2f} at [{pk[0]}] {ins[pk[0]]['name']}")
    if '-v' in sys.argv:
        for b in sorted(pk[1],key=lambda b:-size[b])[:25]: print(f"  {size[b]/2**20:8.2f} {b} {span[b]}")
