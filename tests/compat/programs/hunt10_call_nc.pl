% hunt10: call_nc/1 and once/1 on probabilistic goals
0.4::a(1). 0.6::a(2).
b(X) :- call_nc(a(X)).
c :- once(a(_)).
query(b(_)). query(c).
