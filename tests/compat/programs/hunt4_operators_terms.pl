t(a - b). t(- 1). t(1 - -1). t(f(x) = g(y)). t([a|b]). t('hello'(world)). t(- (1)). t(a:b:c). t((a, b)).
query(t(X)).
