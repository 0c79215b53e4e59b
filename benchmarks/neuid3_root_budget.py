"""NeuID3 (issue 9), UCI images: the root test of one fold against the training budget (session 11).

Per setting ``epochs:lr`` and per initial network (``--init-seeds``; torch seeds itself
randomly per process, so the script seeds it before building the program), NeuID3 with
``max_depth=1`` on the fold's image rows (the rows, digit picks and network of
``neuid3_uci.py``), and prints: the root test, its IG~ (and the same by hand from the
installed network's P(tau|e)), the minority mass S min(delta, 1 - delta) left on each side
(``min_minority`` = 1 splits again where it is >= 1), the mean max(P, 1 - P), the reading of
the training and held-out images (up to polarity), and an independent reference: the same
initial network trained in plain torch on the chosen feature's images with the weighted
binary cross-entropy of §4.2 at the root (scikit-learn's balanced class weights), Adam, batch 32,
the same epochs and lr, and its IG~ by hand. It also checks that the root's w_e equal
``compute_class_weight("balanced")``.

    python benchmarks/neuid3_root_budget.py --init-seeds 0,1,2          # iris fold 0, 9 settings
    python benchmarks/neuid3_root_budget.py --settings 20:1e-3 --min-steps 400
"""
import sys, time, math, argparse
from pathlib import Path
import numpy as np
sys.path.insert(0, str(Path(__file__).resolve().parent.parent)); sys.path.insert(0, str(Path(__file__).resolve().parent))
import torch
torch.set_num_threads(1)
from neuid3_uci import load, mdl_cuts, booleans, digit_pools, image_program, row_term
from nesylang.session import Program

ap = argparse.ArgumentParser()
ap.add_argument("--ds", default="iris"); ap.add_argument("--fold", type=int, default=0)
ap.add_argument("--settings", default="20:1e-3,40:1e-3,80:1e-3,20:3e-3,40:3e-3,80:3e-3,20:1e-2,40:1e-2,80:1e-2")
ap.add_argument("--min-steps", type=int, default=0)
ap.add_argument("--depth", type=int, default=1)
ap.add_argument("--init-seeds", default="0")
args = ap.parse_args()

def H(d):
    return sum(-p * math.log2(p) for p in (d, 1 - d) if p > 0)

def ig(y, p):  # root: reach 1 for all
    s = len(y); st = p.sum(); sf = s - st
    out = H(y.mean())
    if st > 0: out -= st / s * H((y * p).sum() / st)
    if sf > 0: out -= sf / s * H((y * (1 - p)).sum() / sf)
    return out

from sklearn.model_selection import StratifiedKFold
X, y, _ = load(args.ds)
images, pools = digit_pools(0)
tr, te = list(StratifiedKFold(10, shuffle=True, random_state=0).split(X, y))[args.fold]
cuts = [mdl_cuts(X[tr, j], y[tr]) for j in range(X.shape[1])]
B_tr, names = booleans(X[tr], cuts); B_te, _ = booleans(X[te], cuts)
ytr, yte = y[tr].astype(float), y[te]
B = np.concatenate([B_tr, B_te]); n = len(B_tr); m = len(names)
rng = np.random.default_rng(1000 + args.fold)
picks = np.zeros(B.shape, dtype=int)
for i in range(len(B)):
    part = 0 if i < n else 1
    for j in range(B.shape[1]):
        picks[i, j] = rng.choice(pools[int(B[i, j])][part])
flat_px = torch.tensor(images[picks.reshape(-1)]); px = flat_px.reshape(len(B), m, 64)
sym_ig = {names[j]: ig(ytr, B_tr[:, j].astype(float)) for j in range(m)}
best_sym = max(sym_ig, key=sym_ig.get)
print(f"{args.ds} fold {args.fold}: {n} train rows, {m} Booleans, {math.ceil(n/32)} minibatches/epoch; "
      f"best symbolic test {best_sym} IG {sym_ig[best_sym]:.4f}; H(root) {H(ytr.mean()):.4f}", flush=True)
w_bal = np.where(ytr > 0.5, 1 / (2 * ytr.mean()), 1 / (2 * (1 - ytr.mean())))
from sklearn.utils.class_weight import compute_class_weight
cw = compute_class_weight("balanced", classes=np.array([0, 1]), y=ytr.astype(int))
from nesylang.learners.neuid3.estimates import class_weights
print("root w_e == sklearn balanced:", np.allclose(class_weights(ytr, np.ones(n)), np.where(ytr > 0.5, cw[1], cw[0])), cw)

def reference(j, epochs, lr, init):
    """plain torch: same architecture and init, weighted BCE with balanced weights, Adam, batch 32."""
    import copy
    net = copy.deepcopy(init)
    for p in net.parameters(): p.requires_grad_(True)
    net.train()
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    xt = px[:n, j]; yt = torch.tensor(ytr); wt = torch.tensor(w_bal)
    g = torch.Generator().manual_seed(0)
    for _ in range(epochs):
        for idx in torch.randperm(n, generator=g).split(32):
            logit = net(xt[idx]).reshape(-1).double()
            loss = (wt[idx] * torch.nn.functional.binary_cross_entropy_with_logits(logit, yt[idx], reduction="none")).mean()
            opt.zero_grad(); loss.backward(); opt.step()
    with torch.no_grad():
        p = torch.sigmoid(net(xt).reshape(-1)).double().numpy()
        pte = torch.sigmoid(net(px[n:, j]).reshape(-1)).double().numpy()
    return p, pte

for setting in [(s, seed) for s in args.settings.split(",") for seed in args.init_seeds.split(",")]:
    setting, seed = setting
    ep, lr = setting.split(":"); ep, lr = int(ep), float(lr)
    torch.manual_seed(int(seed))  # the network's initial weights (torch seeds itself randomly per process)
    program = Program.from_string(image_program(names))
    program.tensors["px"] = flat_px
    init = program.network("bit_net").module
    torch.manual_seed(0)
    import copy
    init_copy = copy.deepcopy(init)
    kw = dict(min_steps=args.min_steps) if args.min_steps else {}
    kw["steps"] = "epochs"  # the epochs x lr grid is the fixed schedule (auto_refit is the default since session 18)
    c0 = time.process_time()
    res = program.learn("neuid3", target="pos/1", data=[(f"pos({row_term(i, m)})", float(v)) for i, v in enumerate(ytr)],
                        max_depth=args.depth, epochs=ep, lr=lr, batch_size=32, seed=0, **kw)
    cpu = time.process_time() - c0
    tree = res.details["tree"]; root = tree.root
    b = root.test.text.split(",")[1].strip(" )"); j = names.index(b)
    net = [v for k, v in tree.networks.items() if k.endswith(f"_n{root.id}")][0]
    with torch.no_grad():
        p = torch.sigmoid(net.module(px[:n, j]).reshape(-1)).double().numpy()
        pte = torch.sigmoid(net.module(px[n:, j]).reshape(-1)).double().numpy()
    pol = 1 if np.corrcoef(p, B_tr[:, j])[0, 1] >= 0 else -1
    read_tr = np.mean((p >= 0.5) == (B_tr[:, j] == (1 if pol > 0 else 0)))
    read_te = np.mean((pte >= 0.5) == (B_te[:, j] == (1 if pol > 0 else 0)))
    st, sf = p.sum(), n - p.sum()
    dt, df = (ytr * p).sum() / st, (ytr * (1 - p)).sum() / sf
    mino = (st * min(dt, 1 - dt), sf * min(df, 1 - df))
    conf = np.mean(np.maximum(p, 1 - p))
    pr, prte = reference(j, ep, lr, init_copy)
    steps = ep * math.ceil(n / 32)
    print(f"init {seed} epochs {ep:3d} lr {lr:g} ({steps} steps): root {root.test.text} IG~ {root.gain:.4f} (by hand {ig(ytr, p):.4f}; "
          f"symbolic {sym_ig[b]:.4f}); children delta {dt:.3f}/{df:.3f}, minority mass {mino[0]:.2f}/{mino[1]:.2f}; "
          f"mean max(P,1-P) {conf:.3f}; P|pos {p[ytr>0.5].mean():.3f} P|neg {p[ytr<0.5].mean():.3f}; "
          f"reading train {read_tr:.3f} held-out {read_te:.3f}; leaves {len(tree.leaves())} depth {tree.depth}; "
          f"plain-torch reference on {b}: IG {ig(ytr, pr):.4f} conf {np.mean(np.maximum(pr, 1-pr)):.3f}; CPU {cpu:.1f} s", flush=True)
