% possible/1 and call_nc/1
0.0::never. 0.5::sometimes.
poss(never) :- possible(never).
poss(sometimes) :- possible(sometimes).
nc :- call_nc(sometimes).
query(poss(_)). query(nc).
