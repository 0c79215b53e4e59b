% answers with operator terms
t(a-b). t(1+2). t(-(1)). t(- 1). t(-1). t(- a). t(-(-(1))). t(1 - -1). t(a*(b+c)). t((a,b)).
t(f(-)). t(-(2.5)). t(1-(-1)). t(2*(-1)). t(-(a+b)). t(a=b). t(\+ a). t((a;b)). t(a-(b-c)). t((a-b)-c).
t(2**3). t(2^3^4). t((2^3)^4). t(- (-1)). t(-(-a)). t(1 + -2). t(f(a-1, -1)). t(a:b:c). t((a:b):c).
query(t(_)).
