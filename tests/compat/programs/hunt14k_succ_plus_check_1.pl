% succ/2 and plus/3 with both arguments bound (checking mode)
s1 :- succ(3, 4).
s2 :- succ(3, 5).
p1 :- plus(1, 2, 3).
p2 :- plus(1, 2, 4).
query(s1). query(s2). query(p1). query(p2).
