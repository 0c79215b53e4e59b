"""NeuID3 T^nf diagnosis (issue 9, session 17): the root test of T^nf in plain torch, per pair-net design.

At the root of a NeuID3 tree P(kappa|e) = 1 and delta = 0.5 (balanced data), so every w_e of the
section 4.2 loss is 1 and training ``rel_rank(R0, R1)`` is plain binary cross-entropy of the pair
net on the two rank images against the class label (Adam lr 3e-3, batch 32, 20 epochs, as the
benchmark). This script trains that root test outside nesylang for several network designs and
prints train / test / validation accuracy per epoch, so the reading of the relation can be
compared without growing trees:

* ``mlp``: the 256-64-1 MLP on both images' pixels (the benchmark's pair net before session 17);
* ``cat_cnn``: one CNN on the two images stacked as 4 channels;
* ``two_mlp`` / ``two_cnn``: one encoder per image (MLP 128-64-32-16, resp. the benchmark CNN with
  16 outputs), decoder on [u, v];
* ``siam_mlp`` / ``siam_cnn``: one encoder shared by both images, decoder on [u, v];
* ``rel_cnn``: shared CNN encoder, decoder on [u, v, |u - v|, u * v] (``--pair-net relation``).

    python benchmarks/neuid3_pairnet_diag.py rank_order mlp 0,1,2          # concept, design, seeds [, epochs]
    python benchmarks/neuid3_pairnet_diag.py alternating_faces rel_cnn 0,1,2,3,4,5 20
"""
import sys
import time

import torch
from torch import nn
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT)); sys.path.insert(0, str(ROOT / 'examples' / 'eleusis'))
from generate import CONCEPTS, generate  # noqa: E402
torch.set_num_threads(1)
concept=sys.argv[1]; arch=sys.argv[2]; seeds=[int(s) for s in sys.argv[3].split(',')]; epochs=int(sys.argv[4]) if len(sys.argv)>4 else 20
def cnn(out, hidden=64):
    return nn.Sequential(nn.Conv2d(2,16,3,padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16,32,3,padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(32*4,hidden), nn.ReLU(), nn.Linear(hidden,out))
class Pair(nn.Module):
    def __init__(s, arch):
        super().__init__(); s.arch=arch
        if arch=='mlp': s.f=nn.Sequential(nn.Flatten(), nn.Linear(256,64), nn.ReLU(), nn.Linear(64,1))
        elif arch=='siam_cnn': s.e=cnn(16); s.d=nn.Sequential(nn.ReLU(), nn.Linear(32,32), nn.ReLU(), nn.Linear(32,1))
        elif arch=='rel_cnn': s.e=cnn(16); s.d=nn.Sequential(nn.Linear(64,32), nn.ReLU(), nn.Linear(32,1))
        elif arch=='two_cnn': s.e=cnn(16); s.e2=cnn(16); s.d=nn.Sequential(nn.ReLU(), nn.Linear(32,32), nn.ReLU(), nn.Linear(32,1))
        elif arch=='siam_mlp': s.e=nn.Sequential(nn.Flatten(), nn.Linear(128,64), nn.ReLU(), nn.Linear(64,32), nn.ReLU(), nn.Linear(32,16)); s.d=nn.Sequential(nn.ReLU(), nn.Linear(32,32), nn.ReLU(), nn.Linear(32,1))
        elif arch=='two_mlp': s.e=nn.Sequential(nn.Flatten(), nn.Linear(128,64), nn.ReLU(), nn.Linear(64,32), nn.ReLU(), nn.Linear(32,16)); s.e2=nn.Sequential(nn.Flatten(), nn.Linear(128,64), nn.ReLU(), nn.Linear(64,32), nn.ReLU(), nn.Linear(32,16)); s.d=nn.Sequential(nn.ReLU(), nn.Linear(32,32), nn.ReLU(), nn.Linear(32,1))
        elif arch=='cat_cnn': s.f=nn.Sequential(nn.Conv2d(4,16,3,padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(16,32,3,padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(128,64), nn.ReLU(), nn.Linear(64,1))
    def forward(s,a,b):
        if s.arch=='mlp': return s.f(torch.cat([a.flatten(1),b.flatten(1)],1))[:,0]
        if s.arch=='cat_cnn': return s.f(torch.cat([a,b],1))[:,0]
        if s.arch=='rel_cnn':
            u,v=s.e(a),s.e(b); return s.d(torch.cat([u,v,(u-v).abs(),u*v],1))[:,0]
        e2 = s.e2 if hasattr(s,'e2') else s.e
        return s.d(torch.cat([s.e(a), e2(b)],1))[:,0]
for seed in seeds:
    data=generate(CONCEPTS[concept], seed); imgs=torch.tensor(data.images)
    pos = (1,3) if concept in ('rank_order','alternating_faces') else (0,2)
    def T(sp):
        s=data.splits[sp]; i=torch.tensor(s.index); return imgs[i[:,pos[0]]], imgs[i[:,pos[1]]], torch.tensor(s.labels,dtype=torch.float32)
    (a,b,y),(ta,tb,ty),(va,vb,vy)=T('train'),T('test'),T('val')
    torch.manual_seed(seed); net=Pair(arch); opt=torch.optim.Adam(net.parameters(), lr=3e-3)
    g=torch.Generator().manual_seed(seed); c0=time.process_time(); log=[]
    for ep in range(epochs):
        net.train()
        for idx in torch.randperm(len(y),generator=g).split(32):
            loss=nn.functional.binary_cross_entropy_with_logits(net(a[idx],b[idx]),y[idx]); opt.zero_grad(); loss.backward(); opt.step()
        net.eval()
        with torch.no_grad():
            z=net(a,b); trl=float(nn.functional.binary_cross_entropy_with_logits(z,y)); tra=float(((z>0)==(y>0.5)).float().mean())
            zv=net(va,vb); vaa=float(((zv>0)==(vy>0.5)).float().mean()); zt=net(ta,tb); tel=float(nn.functional.binary_cross_entropy_with_logits(zt,ty)); tea=float(((zt>0)==(ty>0.5)).float().mean())
        log.append((ep+1,trl,tra,tel,tea,vaa))
    print(concept, arch, 'seed',seed, 'params',sum(p.numel() for p in net.parameters()), 'cpu %.1f'%(time.process_time()-c0))
    for r in log:
        if r[0] in (1,5,10,15,20,30,40) or r[0]==epochs: print('  ep %d train loss %.3f acc %.3f | test loss %.3f acc %.3f | val acc %.3f'%r)
