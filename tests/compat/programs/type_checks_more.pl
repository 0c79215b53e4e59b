% ProbLog's simple/1 (variable or atomic), primitive/1 (atomic), rational/1 and dbreference/1
% (no rationals and no database references: always false)
0.3::a(1). 0.6::a(f(x)).
s(X) :- a(X), simple(X).
p(X) :- a(X), primitive(X).
t1 :- simple(_), simple(foo), simple(2.5), \+ simple(f(x)), simple("str").
t2 :- primitive(foo), \+ primitive(_), \+ primitive(g(1)), primitive(3).
t3 :- rational(1).
t4 :- dbreference(x).
query(s(_)). query(p(_)). query(t1). query(t2). query(t3). query(t4).
