% several evidence atoms, some negative, on facts and on derived atoms
0.3::rain. 0.4::sprinkler. 0.1::broken_pipe.
wet_grass :- rain.
wet_grass :- sprinkler.
wet_street :- rain.
wet_street :- broken_pipe.
slippery :- wet_street.
evidence(wet_grass, true).
evidence(slippery, false).
query(rain). query(sprinkler). query(broken_pipe). query(wet_street).
