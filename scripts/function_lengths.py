#!/usr/bin/env python3
"""Lengths of C++ function bodies (heuristic). A definition: a line at indentation <= 4 ending
with '{' whose signature (with the lines above it up to a blank, ';', '{' or '}' line) has '(' and
does not start with a control keyword or a type definition; the body ends at the first later line
with the same indentation followed by '}'."""
import re, sys, subprocess
files = subprocess.run(['git','ls-files','*.cpp','*.h','*.cu','*.inc'],capture_output=True,text=True).stdout.split()
files = [f for f in files if not f.startswith('tests/')]
ctl = re.compile(r'^\s*(if|for|while|switch|else|do|namespace|struct|class|enum|union|return|case|try|catch|extern)\b')
res=[]
for f in files:
    lines=open(f,errors='replace').read().split('\n')
    i=0
    while i<len(lines):
        L=lines[i]
        if L.rstrip().endswith('{') and not ctl.match(L) and L.strip()!='{':
            k=i; sig=[L]
            while k>0:
                p=lines[k-1].rstrip()
                if not p or p.endswith((';','{','}')) or p.lstrip().startswith(('//','#')): break
                k-=1; sig.insert(0,p)
            s=' '.join(x.strip() for x in sig)
            ind=lines[k][:len(lines[k])-len(lines[k].lstrip())]
            if len(ind)<=4 and '(' in s and ')' in s and not ctl.match(lines[k]) and '=' not in s.split('(')[0] and not re.search(r'\]\s*\(',s):
                j=i+1
                while j<len(lines) and not re.match('^'+ind+r'\}', lines[j]): j+=1
                if j<len(lines):
                    res.append((j-k+1,f,k+1,s[:90])); i=j+1; continue
        i+=1
th=int(sys.argv[1]) if len(sys.argv)>1 else 150
for n,f,l,name in sorted(res,reverse=True):
    if n>th: print(f"{n:5d} {f}:{l} {name}")
